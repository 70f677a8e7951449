import { http, HttpResponse, type HttpHandler } from 'msw';
import type { TestTodo } from '../../domain/types';
import type { Db } from '../db';
import { apiPath, notFound, readJsonBody, route } from '../http';
import { requiredObject, requiredText } from '../validation';

const reply = (todos: TestTodo[], status = 200) => HttpResponse.json({ todos }, { status });

/** Extension (D18): a small todo list, so the request tester's default endpoint answers. */
export function testTodoHandlers(db: Db): HttpHandler[] {
  return [
    http.get(
      apiPath('/api/test-todos'),
      route(() => reply(db.listTodos())),
    ),

    http.post(
      apiPath('/api/test-todos'),
      route(async ({ request }) => {
        const title = requiredText(requiredObject(await readJsonBody(request), 'todo'), 'title');
        const todos = db.updateTodos((draft) => {
          draft.push({ _id: crypto.randomUUID(), title, done: false });
        });
        return reply(todos, 201);
      }),
    ),

    http.delete<{ todoId: string }>(
      apiPath('/api/test-todos/:todoId'),
      route(({ params }) => {
        const todos = db.updateTodos((draft) => {
          const index = draft.findIndex((todo) => todo._id === params.todoId);
          if (index === -1) throw notFound('todo', params.todoId);
          draft.splice(index, 1);
        });
        return reply(todos);
      }),
    ),

    http.delete(
      apiPath('/api/test-todos'),
      route(() => reply(db.updateTodos((draft) => draft.splice(0)))),
    ),
  ];
}
