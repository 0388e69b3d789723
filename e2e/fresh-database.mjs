#!/usr/bin/env node
// `node e2e/fresh-database.mjs <postgres url>`: drops the database the URL names, if it is there, and creates it
// empty, through the server's `postgres` database. The browser tests' servers start on it (playwright.config.ts).
import pg from 'pg';

const target = new URL(process.argv[2] ?? '');
const name = decodeURIComponent(target.pathname.slice(1));
if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`Not a database name this script creates: "${name}"`);
const server = new URL(target);
server.pathname = '/postgres';
const admin = new pg.Client({ connectionString: server.toString() });
await admin.connect();
try {
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
} finally {
  await admin.end();
}
