"""The example project's demo: the ``lookup_order`` tool and the ``demo_setup`` command ``make run`` uses."""
