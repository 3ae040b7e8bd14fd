// Runs before `npm start`, `npm test` and `npm run bench` on whatever Node npm found, so it stays plain JavaScript.
const major = Number(process.versions.node.split('.')[0]);
if (major < 22) {
  console.error(
    `RoomRemix needs Node 22 or newer, but this command runs on Node ${process.version}: ` +
      'run `npm install` first (it installs Node 22 into node_modules/.bin on Linux x64) or install Node 22 yourself.',
  );
  process.exit(1);
}
