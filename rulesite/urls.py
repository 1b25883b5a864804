"""Root URLconf. The rules reference, search, sandbox and cards each keep their own URL module."""
from django.urls import include, path

urlpatterns = [
    path("i18n/", include("django.conf.urls.i18n")),
    path("", include("rulings.search.urls")),
    path("", include("rulings.sandbox.urls")),
    path("", include("rulings.cards.urls")),
    path("", include("rulings.urls")),
    # Offline use (issue 13): /sw.js, /manifest.webmanifest, /offline/...
    path("", include("rulings.offline.urls")),
]
