"""ASGI entry point of the demo project: HTTP through Django, websockets through Channels."""
import gc
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

# The garbage collector. What is loaded by now (Django, the apps, the URLconf) lives as long as
# the process: frozen, full passes no longer walk it. Every streamed chunk allocates, and at
# Python's default thresholds a server with a few hundred turns going collects some 40 times
# a second (~2.7 s of every 50 s at 500 clients in bench/ws_load.py, passes of up to 0.2 s with
# the event loop stalled); at 50,000 / 20 / 50 it spends ~0.4 s. AGENTPROC_GC_FREEZE=0 and
# AGENTPROC_GC_THRESHOLD=700,10,10 (Python's own) undo either.
if os.environ.get("AGENTPROC_GC_FREEZE", "1") == "1":
    gc.freeze()
gc.set_threshold(*(int(n) for n in os.environ.get("AGENTPROC_GC_THRESHOLD", "50000,20,50").split(",")))
