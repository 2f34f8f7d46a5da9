"""Tests of warrantguard.cli."""
