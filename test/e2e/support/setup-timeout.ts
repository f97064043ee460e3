// Browser journeys take longer than unit tests.
jest.setTimeout(30_000);
