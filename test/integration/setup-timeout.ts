// Integration files start a stack process and call it over HTTP: the limit is a hang guard, not a speed check.
jest.setTimeout(30_000);
