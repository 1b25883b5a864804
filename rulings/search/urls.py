"""URLs of the rules search (page, JSON API) and the glossary."""
from django.urls import path

from . import feedback, views

app_name = "search"

urlpatterns = [
    path("search/", views.search_page, name="page"),
    path("api/search", views.api_search, name="api"),
    path("api/search/feedback", feedback.search_feedback, name="feedback"),
    path("glossary/", views.glossary_page, name="glossary"),
]
