// Makes two signed-in test people friends over HTTP: one asks by email, the other accepts.
import type TestAgent from 'supertest/lib/agent';

export async function befriend(asker: TestAgent, asked: TestAgent, askedEmail: string): Promise<string> {
  const sent = await asker.post('/api/friends/request').send({ friendEmail: askedEmail }).expect(201);
  await asked.patch(`/api/friends/${sent.body.id}`).send({ status: 'accepted' }).expect(200);
  return sent.body.id as string;
}
