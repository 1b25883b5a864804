"""Root URLconf. The rules reference, search, sandbox and cards each keep their own URL module."""
from django.contrib import admin
from django.urls import include, path

urlpatterns = [
    # Maintainers only (login): the search log and curated mappings (rulings/admin.py). The
    # prefix is rulesite.middleware.ADMIN_PREFIX, the only paths with sessions.
    path("admin/", admin.site.urls),
    path("i18n/", include("django.conf.urls.i18n")),
    path("", include("rulings.search.urls")),
    path("", include("rulings.sandbox.urls")),
    path("", include("rulings.cards.urls")),
    path("", include("rulings.urls")),
    # Offline use (issue 13): /sw.js, /manifest.webmanifest, /offline/...
    path("", include("rulings.offline.urls")),
]
