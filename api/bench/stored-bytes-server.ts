// The bench's bound for a cached read (bench/run.ts): a bare Fastify server answering stored bytes of each given size,
// with none of the API's hooks. What such an answer costs the machine (the kernel's copy, the load generator reading
// it) is the least a cached read of that size can cost, whatever the API does.
import Fastify from 'fastify';

const sizes = (process.env.STORED_BYTES_SIZES ?? '').split(',').filter(Boolean).map(Number);
const app = Fastify();
// what bench/run.ts waits for before it measures
app.get('/api/health', async () => ({ data: { status: 'ok' } }));
for (const size of sizes) {
  const body = Buffer.alloc(size, 'x');
  app.get(`/stored/${size}`, (_request, reply) => reply.type('application/json; charset=utf-8').send(body));
}
await app.listen({ port: Number(process.env.API_PORT), host: '127.0.0.1' });
