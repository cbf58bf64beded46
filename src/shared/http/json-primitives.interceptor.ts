import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { Response } from 'express';
import { tap, type Observable } from 'rxjs';

/** The seeds' success reply `true` goes out as JSON (Nest would send a bare boolean as text). */
@Injectable()
export class JsonPrimitivesInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(
      tap((value) => {
        if (typeof value === 'boolean' || typeof value === 'number') context.switchToHttp().getResponse<Response>().type('application/json');
      }),
    );
  }
}
