// Integration files start a stack process and call it over HTTP: the limit is a hang guard, not a speed check
// (a stack process took over 30 s to start once at load 15, with another project compiling beside it).
jest.setTimeout(90_000);
