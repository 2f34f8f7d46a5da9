"""Tests of warrantguard.models."""
