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
      route(async () => reply(await db.listTodos())),
    ),

    http.post(
      apiPath('/api/test-todos'),
      route(async ({ request }) => {
        const title = requiredText(requiredObject(await readJsonBody(request), 'todo'), 'title');
        return reply(await db.addTodo({ _id: crypto.randomUUID(), title, done: false }), 201);
      }),
    ),

    http.delete<{ todoId: string }>(
      apiPath('/api/test-todos/:todoId'),
      route(async ({ params }) => {
        const todos = await db.deleteTodo(params.todoId);
        if (!todos) throw notFound('todo', params.todoId);
        return reply(todos);
      }),
    ),

    http.delete(
      apiPath('/api/test-todos'),
      route(async () => reply(await db.clearTodos())),
    ),
  ];
}
