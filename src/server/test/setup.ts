// Integration test setup: an unhandled rejection fails the run instead of passing silently.
process.on('unhandledRejection', (reason) => {
  throw reason;
});
