"""ASGI entry point of the demo project: HTTP through Django, websockets through Channels."""
import os

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "project.settings")

from django.conf import settings  # noqa: E402
from django.core.asgi import get_asgi_application  # noqa: E402

django_asgi_app = get_asgi_application()

from channels.routing import ProtocolTypeRouter  # noqa: E402

if settings.DEBUG:
    # daphne does not serve static files itself; in the demo, Django's handler does.
    from django.contrib.staticfiles.handlers import ASGIStaticFilesHandler

    http_app = ASGIStaticFilesHandler(django_asgi_app)
else:
    http_app = django_asgi_app

application = ProtocolTypeRouter({"http": http_app})
