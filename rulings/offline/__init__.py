"""Offline use (issue 13): the rules bundle the service worker downloads, and the views that
serve it, the service worker, the web app manifest and the page shell offline pages are
rendered into."""
