// Starts MindCheck. Only the Node version is checked here, before anything heavy is imported:
// on another major version (these machines ship Node 20) native modules and the engine crash
// with a segmentation fault instead of an explanation.
const REQUIRED_MAJOR = 24;
const major = Number(process.versions.node.split('.')[0]);
if (major !== REQUIRED_MAJOR) {
  console.error(`MindCheck needs Node ${REQUIRED_MAJOR} (found ${process.version})`);
  process.exit(1);
}
await import('./main.js');
