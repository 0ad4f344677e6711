import { http } from 'msw';
import { server } from './server';

/** Answers GET `path` with `answer` and counts the calls the site makes to it. */
export function countGetCalls(path: string, answer: () => Response) {
  const calls = { count: 0 };
  server.use(
    http.get(path, () => {
      calls.count += 1;
      return answer();
    }),
  );
  return calls;
}
