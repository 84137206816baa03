"""Tests of the self-test, the files the OS opens, and the packaging scripts (issue 10)."""
