"""Pages sized by ``AGENTPROC["API_PAGE_SIZE"]``: page numbers for a conversation's messages
(``?page=``, ``?pageSize=``), keyset cursors for the audit lists (``?cursor=``), whose every
page, first or deep, is one indexed query and no count of the whole table."""
from __future__ import annotations

from typing import Any

from rest_framework.pagination import CursorPagination, PageNumberPagination

from agentproc.conf import agentproc_settings


class Pagination(PageNumberPagination):
    """Pages of ``API_PAGE_SIZE`` items; clients may ask for up to 4× that with ``pageSize``."""

    page_size_query_param = "pageSize"

    def get_page_size(self, request: Any) -> int | None:
        self.page_size = int(agentproc_settings.API_PAGE_SIZE)
        self.max_page_size = self.page_size * 4
        return super().get_page_size(request)


class AuditPagination(CursorPagination):
    """Runs and violations, newest first, ``API_PAGE_SIZE`` a page (up to 4× with ``pageSize``):
    ``next`` and ``previous`` links carry an opaque cursor; there is no total count."""

    ordering = ("-created_at", "-pk")
    page_size_query_param = "pageSize"

    def get_page_size(self, request: Any) -> int | None:
        self.page_size = int(agentproc_settings.API_PAGE_SIZE)
        self.max_page_size = self.page_size * 4
        return super().get_page_size(request)
