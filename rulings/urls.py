"""URLs of the rules reference (pages and the rules JSON API)."""
from django.urls import path

app_name = "rulings"

urlpatterns: list = []
