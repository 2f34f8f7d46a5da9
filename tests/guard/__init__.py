"""Tests of warrantguard.guard."""
