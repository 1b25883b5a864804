"""URLs of the rules search (page and JSON API)."""
from django.urls import path

app_name = "search"

urlpatterns: list = []
