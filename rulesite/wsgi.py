"""WSGI entry point for gunicorn (`gunicorn rulesite.wsgi`)."""
import os

from django.core.wsgi import get_wsgi_application

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "rulesite.settings.prod")
application = get_wsgi_application()
