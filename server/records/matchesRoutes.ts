import type express from 'express';
import path from 'node:path';
import { MatchIndex } from './matchIndex';
import { isMatchId, onRecordEnded, readMatchRecordAsync, toPublicRecord } from './matchRecord';

/** Matches per page of GET /api/matches, unless `?limit=` asks for another number up to MAX_LIMIT. */
const DEFAULT_LIMIT = 50;
const MAX_LIMIT = 200;

/**
 * GET /api/matches[?limit=&before=]: finished matches, newest first, a page at a time from the in-memory index
 * (id, room name, variant, dates, number of commands, result). The body stays a plain array; the next page is named
 * in a `Link: <…>; rel="next"` header.
 * GET /api/matches/:id: one finished match for replay (setup, seed, commands, result); 404 while unfinished.
 * Neither reads files synchronously: the game loop runs in the same thread.
 */
export function addMatchesRoutes(app: express.Express, matchesDir: string): void {
  const index = new MatchIndex(matchesDir);
  onRecordEnded(matchesDir, (file) => index.addFile(file));

  app.get('/api/matches', async (req, res) => {
    const limit = req.query.limit === undefined ? DEFAULT_LIMIT : Number(req.query.limit);
    if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT) {
      return void res
        .status(400)
        .json({ code: 'records/bad_query', message: `limit is a whole number from 1 to ${MAX_LIMIT}` });
    }
    const before = req.query.before;
    if (before !== undefined && !isMatchId(before)) {
      return void res.status(400).json({ code: 'records/bad_query', message: 'before is a match id' });
    }
    await index.ready;
    const page = index.page(limit, before);
    if (!page)
      return void res.status(400).json({ code: 'records/bad_query', message: 'before names no finished match' });
    if (page.next) res.set('Link', `</api/matches?limit=${limit}&before=${page.next}>; rel="next"`);
    res.json(page.matches);
  });

  app.get('/api/matches/:id', async (req, res) => {
    const id = req.params.id;
    if (!isMatchId(id)) return void res.status(400).json({ code: 'records/bad_id', message: 'not a match id' });
    const record = await readMatchRecordAsync(path.join(matchesDir, `${id}.jsonl`));
    if (!record) return void res.status(404).json({ code: 'records/not_found', message: 'no such match' });
    if (!record.end)
      return void res.status(404).json({ code: 'records/unfinished', message: 'the match is not finished' });
    if (record.problems.length > 0) {
      const { line, message } = record.problems[0];
      return void res
        .status(500)
        .json({ code: 'records/corrupt', message: `the record is damaged at line ${line}: ${message}` });
    }
    res.json(toPublicRecord({ ...record, end: record.end }));
  });
}
