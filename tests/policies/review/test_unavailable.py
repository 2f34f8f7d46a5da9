"""A review store that cannot be reached raises ReviewUnavailable (a WarrantguardError), never the
driver's own exception, and never with the password in its message."""

from __future__ import annotations

import pytest
from _certs import make_cert
from _postgres import PgCluster, free_port

from warrantguard.guard import CallPlan, Warrant, WarrantguardError
from warrantguard.policies import PostgresReviewStore, ReviewQueue, StakesPolicy
from warrantguard.policies.review import ReviewUnavailable

pytest.importorskip("psycopg")


def test_an_unreachable_postgresql_raises_review_unavailable_without_the_password():
    conninfo = f"postgresql://reviewer:s3cret-pw@127.0.0.1:{free_port()}/nowhere"
    with pytest.raises(ReviewUnavailable) as caught:  # opening the store creates its tables
        PostgresReviewStore(conninfo, connect_timeout=1, listen=False)
    assert isinstance(caught.value, WarrantguardError) and "s3cret-pw" not in str(caught.value)
    assert "127.0.0.1" in str(caught.value)


def test_a_server_stopped_under_a_running_queue_raises_review_unavailable():
    cluster = PgCluster()  # a server of its own: stopping the shared one would break other tests
    try:
        cluster.start()
    except (RuntimeError, OSError) as exc:
        pytest.skip(f"could not start a PostgreSQL server: {exc}")
    try:
        queue = ReviewQueue(PostgresReviewStore(cluster.url(), connect_timeout=1, listen=False))
        decision = StakesPolicy().decide(make_cert(Warrant.CONDITIONAL), CallPlan("high", "explicit"))
        queue.enqueue(make_cert(Warrant.CONDITIONAL, cert_id="before"), decision)
        cluster.stop()
        with pytest.raises(ReviewUnavailable):
            queue.enqueue(make_cert(Warrant.CONDITIONAL, cert_id="during"), decision)
    finally:
        cluster.stop()
