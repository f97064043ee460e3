// What a stack process loads before its first request: warm.ts imports it so tsx compiles it once.
import '../local-site';
import './reset';
import 'playwright-core';
