import type { HttpHandler } from 'msw';
import type { TestTodo } from '../../domain/types';
import type { Db } from '../db';
import { handlerOf, notFound, jsonReply } from '../http';

const reply = (todos: TestTodo[], status = 200) => jsonReply({ todos }, { status });

/** Extension (D18): a small todo list, so the request tester's default endpoint answers. */
export function todoHandlers(db: Db): HttpHandler[] {
  const handle = handlerOf();
  return [
    handle('todos', async () => reply(await db.listTodos())),
    handle('addTodo', async ({ body }) =>
      reply(
        await db.addTodo({ _id: crypto.randomUUID(), title: body.todo.title, done: false }),
        201,
      ),
    ),
    handle('deleteTodo', async ({ params }) => {
      const todos = await db.deleteTodo(params.todoId);
      if (!todos) throw notFound('todo', params.todoId);
      return reply(todos);
    }),
    handle('clearTodos', async () => reply(await db.clearTodos())),
  ];
}
