// Browser journeys take longer than unit tests. The limit is a hang guard, not a speed check: the suite
// holds two cores at load 7–9 by itself, and a whole walk (a form, a streamed answer, its exports) took
// 30–45 s of it there; 60 s keeps them all under it with room, and no test asserts a duration.
jest.setTimeout(60_000);
