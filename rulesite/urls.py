"""Root URLconf: the rules reference, search and sandbox all live in the `rulings` app."""
from django.urls import include, path

urlpatterns = [
    path("i18n/", include("django.conf.urls.i18n")),
    path("", include("rulings.urls")),
]
