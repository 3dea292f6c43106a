package dev.tabula.platform;

import dev.tabula.core.save.AtomicFiles;
import dev.tabula.core.save.BoundedFiles;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.security.SecureRandom;
import java.util.HexFormat;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.function.Consumer;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * One Tabula per player: the first start holds a lock in the data folder and listens on a loopback
 * port; a later start (a second double-clicked match file) finds the lock taken, hands its file to the
 * first through that port, and exits, and the running window opens the match.
 *
 * <p>The port and a random token are in {@code instance.port}, readable by the player only, so another
 * user of the computer cannot send requests. Only the lock is taken before the app starts (a few
 * milliseconds); the port, which costs a tenth of a second with its random token, is opened on a
 * thread of its own, and a later start waits for it. No logger is made unless something is logged:
 * Logback's start belongs on the app's second core. A stale file (the first Tabula was killed) only means the
 * hand-over fails and the new start runs on its own.
 */
public final class SingleInstance implements AutoCloseable {
    static final String LOCK_FILE = "instance.lock";
    static final String PORT_FILE = "instance.port";
    private static final String SHOW = "show";
    private static final String OPEN = "open ";
    private static final String OK = "ok";
    /** How long a later start waits for the running one to answer; it is on the same computer. */
    private static final int TIMEOUT_MS = 3000;
    private static final int RETRY_MS = 50;
    /** A port and a token: far less than this. */
    private static final int MAX_PORT_FILE_BYTES = 1024;

    private final Path dataDir;
    private final FileChannel lockChannel;
    private final FileLock lock;
    private volatile ServerSocket server;

    private SingleInstance(Path dataDir, FileChannel lockChannel, FileLock lock) {
        this.dataDir = dataDir;
        this.lockChannel = lockChannel;
        this.lock = lock;
    }

    /** Becomes the player's running Tabula by taking the lock in {@code dataDir}; empty if another holds it. */
    public static Optional<SingleInstance> claim(Path dataDir) {
        try {
            AtomicFiles.privateFolder(dataDir); // the data folder is the player's only: match files reveal hands
            Path lockFile = dataDir.resolve(LOCK_FILE);
            refuseAnythingButAFile(lockFile);
            FileChannel channel = FileChannel.open(lockFile, StandardOpenOption.CREATE, StandardOpenOption.WRITE);
            FileLock lock = tryLock(channel);
            if (lock == null) {
                channel.close();
                return Optional.empty();
            }
            return Optional.of(new SingleInstance(dataDir, channel, lock));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot take the single-instance lock in " + dataDir, e);
        }
    }

    /**
     * Hands {@code file} (or, if empty, a "come to the front") to the Tabula running for {@code dataDir};
     * true if it took it. Waits a moment for a Tabula that has just started to open its port.
     */
    public static boolean handOver(Path dataDir, Optional<Path> file) {
        String request = file.map(path -> OPEN + path.toAbsolutePath()).orElse(SHOW);
        long deadline = System.nanoTime() + TIMEOUT_MS * 1_000_000L;
        IOException last = null;
        while (System.nanoTime() < deadline && lockHeld(dataDir)) {
            try {
                return send(dataDir, request);
            } catch (BoundedFiles.Refused e) {
                last = e;
                if (e.refusal() != BoundedFiles.Refusal.MISSING) {
                    break;                      // a pipe, a folder, a huge file: waiting does not make it a port file
                }
            } catch (IOException | RuntimeException e) {
                last = e instanceof IOException io ? io : new IOException(e);
            }
            try {
                Thread.sleep(RETRY_MS);         // the running Tabula is still opening its port
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                break;
            }
        }
        if (last != null) {
            log().warn("cannot reach the running Tabula: {}", last.toString());
        }
        return false;
    }

    private static boolean send(Path dataDir, String request) throws IOException {
        // a pipe, a device, a folder, a loop of links or a huge file is refused before it is read
        List<String> portFile = BoundedFiles.readUtf8(dataDir.resolve(PORT_FILE), MAX_PORT_FILE_BYTES).lines().toList();
        if (portFile.size() < 2) {
            throw new IOException("incomplete " + PORT_FILE);
        }
        try (Socket socket = new Socket()) {
            socket.connect(new InetSocketAddress(InetAddress.getLoopbackAddress(), Integer.parseInt(portFile.get(0).trim())),
                    TIMEOUT_MS);
            socket.setSoTimeout(TIMEOUT_MS);
            PrintWriter out = new PrintWriter(new OutputStreamWriter(socket.getOutputStream(), StandardCharsets.UTF_8), true);
            BufferedReader in = new BufferedReader(new InputStreamReader(socket.getInputStream(), StandardCharsets.UTF_8));
            out.println(portFile.get(1).trim());
            out.println(request);
            String answer = in.readLine();
            if (answer == null) {
                return false;                   // it listened but refused: a wrong token
            }
            return OK.equals(answer);
        }
    }

    /** Whether some Tabula holds the lock of {@code dataDir} (checked by trying to take it). */
    private static boolean lockHeld(Path dataDir) {
        Path lockFile = dataDir.resolve(LOCK_FILE);
        try {
            refuseAnythingButAFile(lockFile);
        } catch (IOException e) {
            return false;                       // nobody can hold a lock there
        }
        try (FileChannel channel = FileChannel.open(lockFile, StandardOpenOption.WRITE)) {
            FileLock lock = tryLock(channel);
            if (lock == null) {
                return true;
            }
            lock.release();
            return false;
        } catch (IOException e) {
            return false;                       // no lock file: nobody ever ran here
        }
    }

    /**
     * Opening a pipe for writing waits for a reader, for ever: the lock file must be a regular
     * file, or not there yet. Anything else (a pipe, a device, a folder, a loop of links) is refused
     * before it is opened.
     */
    private static void refuseAnythingButAFile(Path lockFile) throws IOException {
        if (BoundedFiles.absent(lockFile)) {
            return;
        }
        if (!Files.readAttributes(lockFile, BasicFileAttributes.class).isRegularFile()) {
            throw new IOException(lockFile + " is not a regular file");
        }
    }

    private static FileLock tryLock(FileChannel channel) throws IOException {
        try {
            return channel.tryLock();
        } catch (OverlappingFileLockException e) {
            return null;                        // held by this very process (tests)
        }
    }

    /**
     * Opens the port on a daemon thread of its own and passes every request of a later start to
     * {@code requests} there; the answer is the port, once it listens.
     */
    public CompletableFuture<Integer> serve(Consumer<Optional<Path>> requests) {
        CompletableFuture<Integer> listening = new CompletableFuture<>();
        Thread thread = new Thread(() -> {
            String token;
            try {
                server = new ServerSocket();
                server.bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0));
                byte[] random = new byte[16];
                new SecureRandom().nextBytes(random);
                token = HexFormat.of().formatHex(random);
                writePrivately(dataDir.resolve(PORT_FILE), server.getLocalPort() + "\n" + token + "\n");
                listening.complete(server.getLocalPort());
            } catch (IOException e) {
                log().warn("cannot listen for other Tabula starts; a second start will run on its own", e);
                listening.completeExceptionally(e);
                return;
            }
            while (!server.isClosed()) {
                try (Socket socket = server.accept()) {
                    answer(socket, token, requests);
                } catch (IOException e) {
                    if (!server.isClosed()) {
                        log().warn("a request from another Tabula start failed: {}", e.toString());
                    }
                }
            }
        }, "tabula-single-instance");
        thread.setDaemon(true);
        thread.start();
        return listening;
    }

    private static void answer(Socket socket, String token, Consumer<Optional<Path>> requests) throws IOException {
        socket.setSoTimeout(TIMEOUT_MS);
        BufferedReader in = new BufferedReader(new InputStreamReader(socket.getInputStream(), StandardCharsets.UTF_8));
        PrintWriter out = new PrintWriter(new OutputStreamWriter(socket.getOutputStream(), StandardCharsets.UTF_8), true);
        if (!token.equals(in.readLine())) {
            log().warn("ignored a request without the right token");
            return;
        }
        String request = in.readLine();
        if (request == null) {
            return;
        }
        Optional<Path> file = request.startsWith(OPEN) ? Optional.of(Path.of(request.substring(OPEN.length())))
                : Optional.empty();
        log().info("another start asks to {}", request);
        out.println(OK);
        requests.accept(file);
    }

    @Override
    public void close() {
        try {
            if (server != null) {
                server.close();
            }
            lock.release();
            lockChannel.close();
        } catch (IOException e) {
            log().warn("cannot release the single-instance lock: {}", e.toString());
        }
    }

    private static Logger log() {
        return LoggerFactory.getLogger(SingleInstance.class);
    }

    /** Written beside and moved in: a later start never reads half of it. New temporary files are the owner's only. */
    private static void writePrivately(Path file, String text) throws IOException {
        Path part = Files.createTempFile(file.getParent(), PORT_FILE, ".part");
        Files.writeString(part, text, StandardCharsets.UTF_8);
        Files.move(part, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    }
}
