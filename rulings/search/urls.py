"""URLs of the rules search (page, JSON API) and the glossary."""
from django.urls import path

from . import views

app_name = "search"

urlpatterns = [
    path("search/", views.search_page, name="page"),
    path("api/search", views.api_search, name="api"),
    path("glossary/", views.glossary_page, name="glossary"),
]
