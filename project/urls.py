"""URLs of the demo project."""
from django.contrib import admin
from django.urls import include, path
from django.views.generic import TemplateView

urlpatterns = [
    path("", TemplateView.as_view(template_name="home.html"), name="home"),
    path("admin/", admin.site.urls),
    path("agentproc/", include("agentproc.urls")),
    path("api/", include("agentproc.api.urls")),
]
