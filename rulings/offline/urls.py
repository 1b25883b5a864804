"""URLs of offline use: the service worker (at the root, so its scope is the whole site), the
web app manifest, the rules bundle and the shell offline pages are rendered into."""
from django.urls import path

from . import views

app_name = "offline"

urlpatterns = [
    path("sw.js", views.service_worker, name="service-worker"),
    path("manifest.webmanifest", views.manifest, name="manifest"),
    path("offline/bundle/<str:key>.json", views.bundle, name="bundle"),
    path("offline/shell/", views.shell, name="shell"),
]
