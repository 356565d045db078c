import type { FastifyReply } from 'fastify';

/**
 * An answer serialised as its route would send it (the route's response schema for the reply's status), in the
 * bytes that go on the wire: a cache keeps these, so a hit neither serialises nor encodes it again.
 */
export function serialised(reply: FastifyReply, payload: unknown): Buffer {
  const serialisedPayload = reply.serialize(payload);
  if (typeof serialisedPayload === 'string') return Buffer.from(serialisedPayload, 'utf8');
  return Buffer.isBuffer(serialisedPayload) ? serialisedPayload : Buffer.from(serialisedPayload);
}

/** Sends bytes made by `serialised`, with the content type Fastify gives the JSON it serialises itself. */
export function sendSerialised(reply: FastifyReply, body: Buffer): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(body);
}
