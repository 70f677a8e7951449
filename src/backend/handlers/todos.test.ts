import { describe, expect, it } from 'vitest';
import type { TestTodo } from '../../domain/types';
import { seedTodos } from '../seed/todos';
import { call, expectError, startBackendForEachTest } from '../../testing/backendCalls';

startBackendForEachTest();

type TodosBody = { todos: TestTodo[] };

describe('test todos', () => {
  it('listing gets 200 and the three seeded todos', async () => {
    const reply = await call('GET', '/api/test-todos');

    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ todos: seedTodos() });
  });

  it('adding a todo gets 201 and the list with it at the end', async () => {
    const reply = await call<TodosBody>('POST', '/api/test-todos', {
      body: { todo: { title: ' Buy mangoes ' } },
    });

    expect(reply.status).toBe(201);
    expect(reply.body.todos).toHaveLength(4);
    expect(reply.body.todos[3]).toEqual({
      _id: expect.any(String),
      title: 'Buy mangoes',
      done: false,
    });
  });

  it.each([
    ['without a todo', {}, 'todo is required'],
    ['without a title', { todo: {} }, 'title is required'],
    ['with a blank title', { todo: { title: ' ' } }, 'title is required'],
  ])('adding %s gets 400 naming the field', async (_case, body, message) => {
    expectError(await call('POST', '/api/test-todos', { body }), 400, message);
  });

  it('deleting a todo gets 200 and the list without it', async () => {
    const reply = await call<TodosBody>('DELETE', '/api/test-todos/todo-2');

    expect(reply.status).toBe(200);
    expect(reply.body.todos.map((todo) => todo._id)).toEqual(['todo-1', 'todo-3']);
  });

  it('deleting an unknown todo gets 404', async () => {
    expectError(
      await call('DELETE', '/api/test-todos/nope'),
      404,
      'The todo "nope" does not exist.',
    );
  });

  it('deleting all todos gets 200 and an empty list', async () => {
    const reply = await call('DELETE', '/api/test-todos');

    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ todos: [] });
    expect((await call('GET', '/api/test-todos')).body).toEqual({ todos: [] });
  });
});
