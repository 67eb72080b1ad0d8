import { configure } from "@testing-library/react";

// The shell's first render loads lazy routes and asks the in-process reference server; on a busy two-core CI machine
// that can take more than testing-library's default 1 s, so `waitFor`/`findBy*` wait up to 5 s (a pass is as fast).
configure({ asyncUtilTimeout: 5000 });
