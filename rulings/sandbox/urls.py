"""URLs of the scenario sandbox (editor, permalinks, JSON API)."""
from django.urls import path

app_name = "sandbox"

urlpatterns: list = []
