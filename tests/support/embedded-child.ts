// Started by the crash-recovery test: runs the embedded server, writes a row, then waits to be killed.
import pg from 'pg';
import { startEmbeddedPostgres } from '@/server/db/embedded';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: embedded-child <dataDir>');
const server = await startEmbeddedPostgres(dataDir);
const client = new pg.Client(server.url);
await client.connect();
await client.query('CREATE TABLE IF NOT EXISTS survived (note text)');
await client.query("INSERT INTO survived VALUES ('written before the crash')");
await client.end();
console.log('READY');
setInterval(() => {}, 1000);
