// Runs before `npm start`, `npm test` and `npm run bench` on whatever Node npm found, so it stays plain JavaScript.
// The functions run on Cloud Functions' nodejs24 runtime (firebase.json), so everything local runs on Node 24 too.
const major = Number(process.versions.node.split('.')[0]);
if (major < 24) {
  console.error(
    `RoomRemix needs Node 24 or newer, but this command runs on Node ${process.version}: ` +
      'run `npm install` first (it installs Node 24 into node_modules/.bin on Linux x64) or install Node 24 yourself.',
  );
  process.exit(1);
}
