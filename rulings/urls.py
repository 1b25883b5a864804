"""URLs of the rulings app. Each feature keeps its own URL module so they can grow apart."""
from django.urls import include, path

app_name = "rulings"

urlpatterns: list = [
]
