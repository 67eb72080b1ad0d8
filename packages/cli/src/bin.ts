#!/usr/bin/env node
import { run } from "./program";

// Exit explicitly: stdout/stderr writes are synchronous for files and pipes on Linux, and lingering
// keep-alive sockets must not hold the prompt.
process.exit(await run(process.argv.slice(2)));
