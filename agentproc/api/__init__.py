"""agentproc's REST API (Django REST framework): mount ``agentproc.api.urls`` at ``api/``.

Every class the API uses for authentication, permissions and throttling is read from
``AGENTPROC`` on each request (see ``agentproc.conf``), so a project changes them without
touching its ``REST_FRAMEWORK`` settings.
"""
