"""URLs of the scenario sandbox (editor, permalinks, JSON API)."""
from django.urls import path

from . import views

app_name = "sandbox"

urlpatterns = [
    path("sandbox/", views.sandbox, name="sandbox"),
    path("sandbox/help/", views.sandbox_help, name="help"),
    path("s/<str:slug>/", views.permalink, name="permalink"),
    path("api/scenarios", views.api_scenarios, name="api_scenarios"),
    path("api/scenarios/<str:slug>", views.api_scenario, name="api_scenario"),
]
