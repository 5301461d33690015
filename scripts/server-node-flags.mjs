// Node flags for the server process, used by `npm start` and by `npm run bench` for every server it measures (ADR 0015).
//
// V8 starts the young generation at 1 MB per semi-space and grows it under load, but not always: in 3 of 5 starts of
// our server, measured under the same load, it stayed at 1–3 MB and scavenged about 230 times a second, spending
// about 7% of the time there. At 16 MB (V8's own maximum on 64-bit) from the start, it scavenges about 6 times less.
export const SERVER_NODE_FLAGS = ['--min-semi-space-size=16'];
