"""URLs of the rules reference (pages and the rules JSON API)."""
from django.urls import path

from . import views
from .views import editions

app_name = "rulings"

urlpatterns = [
    path("", views.home, name="home"),
    path("rules/", views.jump, name="jump"),
    path("edition/", views.edition, name="edition"),
    path("editions/", editions.editions, name="editions"),
    path("editions/numbering/", editions.numbering, name="editions-numbering"),
    path("editions/<str:old>/<str:new>/", editions.edition_diff, name="edition-diff"),
    path("editions/<str:old>/<str:new>/<str:number>/", editions.edition_diff,
         name="edition-diff-rule"),
    path("rules/<str:number>/", views.rule_detail, name="rule"),
    path("rules/<str:number>/preview/", views.rule_preview, name="rule-preview"),
    path("rules/<str:number>/en/", views.rule_english, name="rule-english"),
    path("api/rules/<str:number>", views.rule_api, name="api-rule"),
    path("api/rules/<str:number>/", views.rule_api),
]
