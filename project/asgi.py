"""ASGI entry point of the demo project: HTTP through Django, websockets through Channels."""
import os
import sys

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "project.settings")

# The ORM runs on Channels' database thread while the event loop streams chunks; both need
# the GIL, and with the default 5 ms switch interval every query of a turn waits up to 5 ms to
# get it back under load. 0.5 ms lets a turn's queries through while the loop is busy.
sys.setswitchinterval(float(os.environ.get("AGENTPROC_SWITCH_INTERVAL", "0.0005")))

from django.conf import settings  # noqa: E402
from django.core.asgi import get_asgi_application  # noqa: E402

# Django must be set up before anything imports models (the consumers do).
django_asgi_app = get_asgi_application()

from channels.auth import AuthMiddlewareStack  # noqa: E402
from channels.routing import ProtocolTypeRouter, URLRouter  # noqa: E402
from channels.security.websocket import AllowedHostsOriginValidator  # noqa: E402

from agentproc.turns import reaping  # noqa: E402
from agentproc.routing import websocket_urlpatterns  # noqa: E402
from project.tuning import plain_autobahn_logs, tune_gc  # noqa: E402

if settings.DEBUG or os.environ.get("DJANGO_SERVE_STATIC", "1") == "1":
    # daphne does not serve static files itself; in the demo, Django's handler does (also
    # with DEBUG off; a real deployment serves collectstatic's output and sets this to 0).
    from django.contrib.staticfiles.handlers import ASGIStaticFilesHandler

    http_app = ASGIStaticFilesHandler(django_asgi_app)
else:
    http_app = django_asgi_app

# reaping(): runs whose server died are closed at start-up and periodically (no beat needed).
application = reaping(ProtocolTypeRouter(
    {
        "http": http_app,
        # Sessions and users as in views; only pages of ALLOWED_HOSTS may open the socket.
        "websocket": AllowedHostsOriginValidator(AuthMiddlewareStack(URLRouter(websocket_urlpatterns))),
    }
))

plain_autobahn_logs()  # no terminal colours built for every frame's unused debug line
tune_gc()  # the garbage collector: start-up objects frozen, fewer passes (project/tuning.py)
