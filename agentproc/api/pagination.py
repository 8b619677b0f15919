"""Page-number pagination sized by ``AGENTPROC["API_PAGE_SIZE"]`` (``?page=``, ``?pageSize=``)."""
from __future__ import annotations

from typing import Any

from rest_framework.pagination import PageNumberPagination

from agentproc.conf import agentproc_settings


class Pagination(PageNumberPagination):
    """Pages of ``API_PAGE_SIZE`` items; clients may ask for up to 4× that with ``pageSize``."""

    page_size_query_param = "pageSize"

    def get_page_size(self, request: Any) -> int | None:
        self.page_size = int(agentproc_settings.API_PAGE_SIZE)
        self.max_page_size = self.page_size * 4
        return super().get_page_size(request)
