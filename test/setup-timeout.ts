// A unit or CDK test's own work is small, but the suite must pass on a loaded machine too (three runs under
// `stress-ng --cpu 4`): a 20,000-word analysis or a stack synthesis can take several times its quiet time
// there, so the default 5 s limit (made for a quiet laptop) would fail tests that only ran slow.
jest.setTimeout(30_000);
